import SeekCatalog

/// A stream read in the background is the growing data set that ``DataSetSearch`` searches
/// while it arrives.
extension DataSetStream: GrowingDataSet {}
