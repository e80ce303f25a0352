// The export's column builders live below the features (lib/listExport/), where each feature declares its lists' exports.
export * from '../../../lib/listExport/exportColumns';
