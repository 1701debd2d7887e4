import SeekCatalog
import SeekModel
import SeekProviders

/// The input once opened, table or items alike: what the rest of a run (``SearchRun``) needs of
/// it, so that `--filter`, `-1`/`-0` and the screen go through one path whatever is searched.
struct OpenedInput {
    /// What the screen asks for matches: seek's own engine, or the server.
    var provider: any SearchProvider
    /// The records the chosen indexes refer to, read once the run is over (a table's are the
    /// rows read by then).
    var chosenDataSet: () -> DataSet
    /// The data set as it is before the screen opens: its fields give the session's scopes and
    /// tokens, and the output is checked against it.
    var dataSet: DataSet
    /// The title line unless `--title` says: seek and what is searched.
    var title: String
    /// Whether the items are records, shown with a detail pane.
    var hasRecords: Bool
    /// `--header-lines`' lines, taken from the input before it is searched.
    var headerLines: [String] = []
    /// The command whose output is the input (`SEEK_DEFAULT_COMMAND`), ended once the run is over.
    var defaultCommand: DefaultCommand?
    /// The items that `--filter`, `-1` and `-0` decide on for a query: every item, which seek
    /// then matches; for a table, the rows the server matches, which seek matches again to rank.
    var candidates: (SearchQuery) throws(LoadError) -> DataSet
    /// What the server said while `--filter` ran, for standard error after the output.
    var note: () -> String? = { nil }
}
