export { buildApp, type BuildAppOptions } from './app.js';
export { loadConfig, type ServerConfig } from './config.js';
export { openDatabase, type Database, type Db } from './db/client.js';
export { seedDemo } from './seed/demo.js';
