// @portal/bank/testing: what tests and the benchmark use, kept out of the production entry.
export { generateStatement, type GenerateOptions } from './generate';
export { measureParseThroughput, type ThroughputResult } from './throughput';
export { generateStatementSeries } from './generate';
export { sampleStatementFiles, USD_CSV_MAPPING, type SampleStatementFile } from './samples';
