import Dispatch
import SeekMatching
import Synchronization

/// Reads a data set from a file descriptor in the background while the screen is already up: the
/// caller takes the ``DataSet`` read so far whenever it likes, and it grows as input arrives.
///
/// Plain lines, JSON Lines, CSV and TSV are streamed: records are published in batches, whenever
/// the producer pauses and, for a fast producer, in batches that grow with the data set (each
/// batch copies the records array once, when a snapshot still shares it, so batches at least half
/// the size of what is there keep the copying linear in total). A JSON document cannot be used
/// before its end, so it is read whole and published once.
///
/// The format is `format`, else the one `name`'s extension names, else — when roles were chosen —
/// a guess from the first bytes, else lines, as ``DataSetLoader`` infers it. The roles are
/// resolved against the first batch: a CSV file's header, or the fields of the first JSON Lines
/// records (a field that first appears later is added to ``DataSet/fieldNames`` but is not among
/// the default detail fields, and a role may not name it).
///
/// The stream does not close `descriptor`; the caller owns it and must keep it open until
/// ``progress()`` says reading is finished. The stream keeps itself alive until then.
public final class DataSetStream: Sendable {
    /// The fewest records a batch holds while the producer keeps writing.
    static let minimumBatchSize = 4_096

    private struct State: Sendable {
        var dataSet: DataSet
        var isFinished = false
        var failure: LoadError?
    }

    private let state: Mutex<State>
    private let whenChanged: @Sendable () -> Void

    /// Starts reading `descriptor` on a background queue.
    ///
    /// - Parameters:
    ///   - descriptor: the open file or pipe to read; the caller keeps owning it.
    ///   - name: names the data set and starts error messages; its extension may give the format.
    ///   - format: the format, or nil to infer it.
    ///   - roles: the user's field roles, resolved against the first batch of records.
    ///   - separator: the byte that ends an item of plain lines (NUL for `--read0`).
    ///   - tail: with plain lines, keep only this many of the last read (`--tail`), so that an
    ///     endless input takes bounded memory; nil keeps every line.
    ///   - whenChanged: called on the reading queue after each batch is published and once when
    ///     reading finishes or fails, so that an event loop can wake and call ``progress()``.
    public init(
        descriptor: Int32,
        name: String,
        format: InputFormat?,
        roles: FieldRoleChoices,
        separator: UInt8 = 0x0A,
        tail: Int? = nil,
        whenChanged: @escaping @Sendable () -> Void
    ) {
        state = Mutex(State(dataSet: DataSet(name: name, items: ItemStore())))
        self.whenChanged = whenChanged
        let loader = DataSetLoader(format: format, roles: roles)
        DispatchQueue(label: "seek.catalog.stream", qos: .userInitiated).async { [self] in
            do throws(LoadError) {
                try read(descriptor: descriptor, name: name, loader: loader, separator: separator, tail: tail)
                finish(failure: nil)
            } catch {
                finish(failure: error)
            }
        }
    }

    /// The data set read so far, whether reading is over, and why it failed, if it did (what was
    /// read before the failure stays in the data set).
    ///
    /// - Complexity: O(1): the data set is a value whose storage the snapshot shares.
    public func progress() -> (dataSet: DataSet, isFinished: Bool, failure: LoadError?) {
        state.withLock { ($0.dataSet, $0.isFinished, $0.failure) }
    }

    private func read(descriptor: Int32, name: String, loader: DataSetLoader, separator: UInt8, tail: Int?) throws(LoadError) {
        if loader.readsLines(name: name) {
            try loader.requireNoRoles(name: name)
            var dataSet = DataSet(name: name, items: ItemStore())
            try LineReader(separator: separator).read(descriptor: descriptor, name: name) { chunk in
                dataSet.append(lines: chunk)
                if let tail { dataSet.keepLastLines(tail) }
                publish(dataSet)
            }
            return
        }
        if tail != nil { throw LoadError("only the last lines of plain input can be kept; \(name) is read as records") }
        var input = DescriptorInput(descriptor: descriptor, name: name)
        let format = try loader.format(of: &input, name: name)
        switch format {
        case .lines:
            try loader.requireNoRoles(name: name)  // guessed lines: only when roles were chosen
        case .json:
            publish(try DataSetLoader(format: .json, roles: loader.roles).load(bytes: try input.remainingBytes(), name: name))
        case .jsonl:
            try streamRecords(from: &input, reader: JSONLinesStreamReader(name: name), loader: loader)
        case .csv, .tsv:
            let separator = format == .csv ? UInt8(ascii: ",") : 0x09
            try streamRecords(from: &input, reader: CSVStreamReader(separator: separator, name: name), loader: loader)
        }
    }

    /// Reads records as they arrive and publishes them in batches.
    private func streamRecords(
        from input: inout DescriptorInput,
        reader: some RecordStreamReader,
        loader: DataSetLoader
    ) throws(LoadError) {
        var reader = reader
        var dataSet: DataSet?
        var pending = RecordStore()

        /// Appends the pending records, resolving the roles with the first batch.
        func publishPending() throws(LoadError) {
            try loader.append(taking: &pending, to: &dataSet, declaredFieldNames: reader.declaredFieldNames, name: input.name)
            publish(dataSet!)
        }

        while let block = try input.nextBlock() {
            pending.append(contentsOf: try reader.read(block))
            guard !pending.isEmpty else { continue }
            let published = dataSet?.records.count ?? 0
            if pending.count >= max(Self.minimumBatchSize, published / 2) || !input.hasInputWaiting() {
                try publishPending()
            }
        }
        pending.append(contentsOf: try reader.finish())
        if dataSet == nil || !pending.isEmpty {
            try publishPending()  // also an empty input, which still gets its (empty) roles
        }
    }

    private func publish(_ dataSet: DataSet) {
        state.withLock { $0.dataSet = dataSet }
        whenChanged()
    }

    private func finish(failure: LoadError?) {
        state.withLock {
            $0.isFinished = true
            $0.failure = failure
        }
        whenChanged()
    }
}
