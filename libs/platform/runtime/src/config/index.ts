export { ConfigError, ConfigErrorCode, type ConfigIssue } from './config.exception';
export { loadConfig, loadConfigOrExit } from './load-config';
export {
  booleanFlag,
  brokerList,
  commaList,
  oneOf,
  port,
  positiveInt,
  postgresUrl,
  redisPrefix,
  redisUrl,
  requiredString,
  serviceUrlMap,
  trustProxy,
  url,
} from './env-field.schemas';
