import { render, screen } from '@testing-library/react';

import { ENGLISH_HOME } from '@/content/en/home';
import EnglishServiceCard from '@/features/content/services/EnglishServiceCard';

import { SERVICES } from '../../../../mock/data/services';

jest.mock('@umijs/max', () => ({
  __esModule: true,
  Link: ({ to, children, ...rest }: { to: string; children: import('react').ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const [service] = SERVICES;

describe('a service on the English pages', () => {
  it('shows its English title and summary, and leads to its section of the English services page', () => {
    render(<EnglishServiceCard service={service} words={ENGLISH_HOME} />);
    const title = screen.getByRole('link', { name: service.en?.title });
    expect(title).toHaveAttribute('href', `/en/services#${service.id}`);
    expect(title.querySelector('[lang]')).toBeNull();
    expect(screen.getByText(service.en?.summary ?? '')).not.toHaveAttribute('lang');
    expect(screen.getByText(`${ENGLISH_HOME.details} →`)).toBeInTheDocument();
  });

  it('shows a service the platform sent no English for by its Chinese words, tagged as Chinese, never translated', () => {
    const { en: _english, ...chineseOnly } = service;
    render(<EnglishServiceCard service={chineseOnly} words={ENGLISH_HOME} />);
    expect(screen.getByText(service.name)).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByText(service.pitch)).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByTestId('service-card')).toHaveAttribute('data-english', 'false');
  });
});
