declare namespace API {
  type ActivityFormat = 'online' | 'offline' | 'live';
  type ActivityStatus = 'upcoming' | 'open' | 'full' | 'closed' | 'past';

  interface ActivitySpeaker {
    name: string;
    title: string;
    bio: string;
  }

  interface AgendaItem {
    time: string;
    topic: string;
    speaker?: string;
  }

  interface Activity {
    id: string;
    title: string;
    summary: string;
    format: ActivityFormat;
    /** Slug of an industry landing page (src/config/industries.ts). */
    industry: IndustrySlug;
    /** ISO 8601 with +08:00. */
    startTime: string;
    endTime: string;
    place: string;
    quota: number;
    registered: number;
    status: ActivityStatus;
    agenda: AgendaItem[];
    speakers: ActivitySpeaker[];
    replayAvailable: boolean;
  }

  interface ActivityQuery {
    industry?: string;
    format?: ActivityFormat;
    /** 'upcoming' = not yet held (upcoming, open, full, closed); 'past' = held. */
    when?: 'upcoming' | 'past';
    page?: number;
    pageSize?: number;
  }

  interface Paged<T> {
    list: T[];
    total: number;
    page: number;
    pageSize: number;
  }
}
