import ArgumentParser
import Catalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The `seek` command: an interactive search browser for lines, files and data sets.
@main
struct Seek: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seek",
        abstract: "Search a list interactively, or filter it from the shell.",
        discussion: """
            seek reads items, one per line, from FILE, or from standard input when it is piped, or \
            else opens its bundled recipes sample. Type to filter; the list keeps the best matches \
            on top. Keys come from the terminal (/dev/tty), so `find . | seek` works, and the chosen \
            line is printed on standard output.

            KEYS
              typing        filter (fuzzy: letters in order; several words must all match)
              Up/Down       move the selection (also Ctrl-P/Ctrl-N)
              PgUp/PgDn     move a page; Home/End: first/last row
              Enter         print the selected item and exit
              Esc           dismiss the search (clear the text); Esc again exits
              Ctrl-C        exit without choosing

            EXIT STATUS
              0    an item was chosen, or --filter printed a match
              1    nothing matched (--filter), or Enter on an empty list
              2    error: bad option, unreadable input, or no terminal
              130  cancelled with Esc or Ctrl-C

            EXAMPLES
              seek                               browse the bundled recipes
              find . -type f | seek              pick a file
              seek --filter 'pasta' notes.txt    print matching lines, best first
              seek --sample colors               browse another bundled sample
            """
    )

    @Argument(help: "A file with one item per line. Without it, seek reads piped standard input or opens a sample.")
    var file: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Print the items matching QUERY, best first, and exit.", valueName: "QUERY"))
    var filter: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Start with QUERY already typed.", valueName: "QUERY"))
    var query: String?

    @Option(help: ArgumentHelp("Open the bundled sample NAME (see --samples).", valueName: "NAME"))
    var sample: String?

    @Flag(help: "List the bundled samples and exit.")
    var samples = false

    func execute() -> Int32 {
        if samples {
            for sample in BundledSample.all {
                print("\(sample.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(sample.summary)")
            }
            return ExitStatus.success
        }
        if file != nil, sample != nil {
            StandardStreams.reportError("give either FILE or --sample, not both")
            return ExitStatus.error
        }
        let dataSet: DataSet
        do {
            dataSet = try InputSelection(file: file, sample: sample).load()
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        if let filter {
            return FilterRun(query: filter, dataSet: dataSet).run()
        }
        return InteractiveRun(
            dataSet: dataSet,
            initialQuery: query,
            environment: ProcessInfo.processInfo.environment
        ).run()
    }

    static func main() {
        do {
            var command = try parseAsRoot()
            if let seek = command as? Seek {
                terminate(seek.execute())
            }
            // --help and --version arrive as commands of their own that end by throwing.
            try command.run()
            terminate(ExitStatus.success)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                terminate(ExitStatus.success)
            }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            StandardStreams.reportError("\(message) (see 'seek --help')")
            terminate(ExitStatus.error)
        }
    }
}
