// Imported first by the pre-renderer: React and antd's style engine read NODE_ENV when they load. In development mode
// antd's class names differ from the browser's ("css-dev-only-…") and the browser would inject every style again.
process.env.NODE_ENV = 'production';
