// What tools use of the indicators (the package entry @portal/api/indicators): the operator's CLI
// (`npm run indicators`) lists, fetches, sets and imports values.
export {
  builtInTableSource,
  cmfSource,
  IndicatorsSourceError,
  type IndicatorsSettings,
  indicatorsOverview,
  indicatorsSettings,
  mindicadorSource,
  recordValues,
  refreshIndicators,
  setIndicatorValue,
} from './indicators.service';
