import ArgumentParser
import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekToolkit

/// The `seek` command: an interactive search browser for lines, files and data sets.
@main
struct Seek: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seek",
        abstract: "Search a list or a data set interactively, or filter it from the shell.",
        discussion: HelpText.discussion,
        version: "seek \(version)"
    )

    /// seek's version, as `--version` prints it.
    static let version = "0.5.0"

    @OptionGroup(title: "Input")
    var input: InputOptions

    @OptionGroup(title: "Search")
    var search: SearchOptions

    @OptionGroup(title: "Screen")
    var display: DisplayOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Commands")
    var commands: CommandOptions

    @OptionGroup(title: "Shell integration")
    var shell: ShellOptions

    /// Shows what was asked for instead of a search, or runs the search: the input described
    /// once (``RunInput``), every option read once (``RunSetup``), one run for any input
    /// (``SearchRun``).
    func execute() -> Int32 {
        if let information = InformationRun(shell: shell, input: input) {
            return information.run()
        }
        do throws(LoadError) {
            return try SearchRun(setup: RunSetup(self, environment: ProcessEnvironment.current)).run()
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
    }

    /// The parser's message in one line. An unknown option is only named: the parser's guess at
    /// what was meant is often far off (`--header` gave "Did you mean '--read0'?").
    private static func oneLineMessage(for error: any Error) -> String {
        let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
        let unknownOption = "Unknown option '"
        guard message.hasPrefix(unknownOption),
              let end = message.dropFirst(unknownOption.count).firstIndex(of: "'") else { return message }
        return "unknown option '\(message[message.index(message.startIndex, offsetBy: unknownOption.count)..<end])'"
    }

    static func main() {
        StandardStreams.reserveClosedDescriptors()
        do {
            let defaults = try DefaultOptions(invocation: CommandLine.arguments.first ?? "seek").sources(in: ProcessEnvironment.current)
            var ignored: [String] = []
            var command = try parsedCommand(defaults + [Array(CommandLine.arguments.dropFirst())], ignored: &ignored)
            if !ignored.isEmpty {
                // fzf's options that seek does not implement do not stop the run: one line names them.
                StandardStreams.reportError("ignoring fzf options seek does not implement: \(ignored.joined(separator: ", "))")
            }
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
            StandardStreams.reportError("\(oneLineMessage(for: error)) (see 'seek --help')")
            terminate(ExitStatus.error)
        }
    }
}
