import SeekCatalog

/// A data set that is still being read: the provider asks it for what has arrived so far.
///
/// `DataSetStream` (reading a file or a pipe in the background) is one; tests use their own, to
/// make items arrive at chosen moments.
public protocol GrowingDataSet: AnyObject, Sendable {
    /// The data set as read so far, whether reading is over, and why it failed, if it did.
    func progress() -> (dataSet: DataSet, isFinished: Bool, failure: LoadError?)
}
