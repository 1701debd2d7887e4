import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders

/// `seek --filter QUERY` over plain lines: each block of the input is split into lines and
/// matched as soon as it is read (``FilterScan``), on a worker, so that the reading thread only
/// reads, and the chunks without a match are let go at once; then the matches are printed as
/// ``FilterRun`` prints them.
///
/// The lines printed and their order are those of ``FilterRun`` over the whole input.
struct StreamedFilterRun {
    private let source: DataSource
    private let input: InputOptions
    private let query: SearchQuery
    private let queryText: String
    private let scan: FilterScan

    /// The run for `query` (typed as `queryText`) over `source`, or nil when the query cannot be
    /// matched chunk by chunk (see ``FilterScan/init(_:queryOptions:)``).
    init?(source: DataSource, input: InputOptions, query: SearchQuery, queryText: String, queryOptions: QueryOptions) {
        var request = MatchRequest(query)
        // Every match is printed in order (see MatchRequest.scoresEveryMatch).
        request.scoresEveryMatch = true
        guard let scan = FilterScan(request, queryOptions: queryOptions) else { return nil }
        self.source = source
        self.input = input
        self.query = query
        self.queryText = queryText
        self.scan = scan
    }

    /// The run for `seek --filter FILTER` when the input is plain lines that can be matched
    /// while they are read, or nil when the whole input must be read first (records, `--nth`
    /// or `--with-nth` that change the searched text, `--tail`, `--print`, a sample or a walk
    /// of files, or a query that cannot be matched chunk by chunk).
    ///
    /// Nothing of the query depends on plain lines, so it is made from an empty data set.
    init?(filter: String, source: DataSource, input: InputOptions, lineFields: LineFields, output: OutputOptions,
          search: SearchOptions, display: DisplayOptions, recentSearches: [String]) throws(LoadError) {
        guard try source.readsLinesInChunks(with: input, lineFields: lineFields, output: output) else { return nil }
        var setup = SessionSetup(dataSet: DataSet(name: source.name, items: ItemStore()), search: search, display: display,
                                 recentSearches: recentSearches)
        setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
        self.init(source: source, input: input, query: setup.filterQuery(filter), queryText: filter,
                  queryOptions: search.queryOptions)
    }

    /// Reads and matches the input, then prints the matches with the output that `output` makes
    /// for the data set of the lines kept.
    func run(output: (DataSet) throws(LoadError) -> ChosenOutput) throws(LoadError) -> Int32 {
        Self.reuseFreedBlocks()
        try source.readLines(with: input) { block in scan.scan { block.chunks() } }
        let (items, snapshot) = scan.finish()
        let dataSet = DataSet(name: source.name, items: items)
        return FilterRun(query: query, queryText: queryText, dataSet: dataSet, output: try output(dataSet)).print(snapshot)
    }

    /// Lets each block the reader allocates reuse the memory of a chunk already let go of.
    ///
    /// A block (1 MiB) is above glibc's threshold for mapping an allocation on its own, so each
    /// new block would be fresh pages, faulted in and cleared by the kernel, and each freed one
    /// unmapped; and memory freed at the top of the heap would be given back at once. Kept in
    /// the heap instead, the chunks without a match are reused block after block: for a query
    /// matching a few lines, 2,200 page faults instead of 10,000 on a 125 MB input.
    private static func reuseFreedBlocks() {
        // mallopt(3) is glibc's, declared in <malloc.h>, which the Glibc module does not import;
        // its option numbers are part of glibc's ABI.
        typealias MemoryOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let setMemoryOption = unsafeBitCast(symbol, to: MemoryOption.self)
        let mapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
        _ = setMemoryOption(mapThreshold, 8 << 20)
        _ = setMemoryOption(trimThreshold, 256 << 20)
    }
}
