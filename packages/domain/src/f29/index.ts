// The F29 proposal's rules: its lines (SII codes and wording), which document goes in which line,
// the dated rates and the UTM table, and the computation from the books.
export * from './classify';
export * from './lines';
export * from './proposal';
export * from './rates';
export * from './utm';
