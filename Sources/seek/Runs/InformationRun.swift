import SeekCatalog
import SeekRuntime

/// What seek shows instead of searching: the manual (`--man`), a shell's integration script
/// (`--bash`, `--zsh`, `--fish`) or the bundled samples (`--samples`).
enum InformationRun {
    case manual
    case shellScript(ShellIntegration)
    case samples

    /// What the options ask to be shown, or nil to search.
    init?(shell: ShellOptions, input: InputOptions) {
        if shell.man {
            self = .manual
        } else if let integration = shell.requested {
            self = .shellScript(integration)
        } else if input.samples {
            self = .samples
        } else {
            return nil
        }
    }

    func run() -> Int32 {
        switch self {
        case .manual:
            do throws(LoadError) {
                let page = try ManualPage(toolInfo: Seek._dumpHelp(), version: Seek.version)
                return ManualDisplay(page: page).run(environment: ProcessEnvironment.current)
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
        case .shellScript(let integration):
            return Self.write(integration.script(invocation: CommandLine.arguments.first ?? "seek"))
        case .samples:
            var listing = ""
            for sample in BundledSample.all {
                listing += sample.name + String(repeating: " ", count: max(1, 11 - sample.name.count)) + sample.summary + "\n"
            }
            return Self.write(listing)
        }
    }

    private static func write(_ text: String) -> Int32 {
        do throws(OutputFailure) {
            try StandardStreams.write(Array(text.utf8))
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        return ExitStatus.success
    }
}
