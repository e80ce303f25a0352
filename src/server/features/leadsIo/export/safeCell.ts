// The formula-injection guard lives below the features (lib/listExport/), beside the column builders that use it.
export * from '../../../lib/listExport/safeCell';
