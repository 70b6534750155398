/** The Sensors SDK's ES module builds (the package types only its main entry). */
declare module 'sa-sdk-javascript/dist/web/sensorsdata.es6.js' {
  const sensors: {
    init: (para: object) => void;
    use: (plugin: unknown, option?: object) => unknown;
    quick: (name: string, props?: object) => unknown;
    registerPage: (props: object) => void;
    track: (event: string, props?: object) => void;
    login: (id: string) => void;
    logout: (changeId?: boolean) => void;
    disableSDK?: () => void;
    enableSDK?: () => void;
  };
  export default sensors;
}

declare module 'sa-sdk-javascript/dist/web/plugin/pageleave/index.es6.js' {
  const pageLeave: object;
  export default pageLeave;
}
