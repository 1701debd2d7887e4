import SeekCatalog
import SeekCommands
import SeekRuntime
import SeekScreen
import SeekToolkit

/// Turns the command options into what the runtime runs: the preview command and its window,
/// the bindings (with `--expect`'s keys and `--command`'s reloads), and whether typing filters.
struct CommandSetup {
    var previewCommand: CommandTemplate?
    /// `--info-command`.
    var infoCommand: CommandTemplate?
    var previewWindow: PreviewWindow?
    /// `--preview-wrap-sign`, and `--preview-label` placed by `--preview-label-pos`.
    var previewWrapSign: String?
    var previewLabel: BorderLabel?
    var bindings = Bindings()
    var filters = true
    var splitter = FieldSplitter()
    /// Whether `--expect` named keys, so that the key that chose is printed first.
    var expectsKeys = false
    /// `--nth` and `--with-nth` as written, for `change-nth` and `change-with-nth`.
    var fieldExpressions = FieldExpressions()

    /// Whether a key or event toggles sorting, for fzf's `+S`/`-S` on the info line.
    var togglesSort: Bool {
        (Array(bindings.keys.values.joined()) + Array(bindings.events.values.joined())).contains(.browser(.host(.toggleSort)))
    }

    init(options: CommandOptions, delimiter: String?) throws(LoadError) {
        do throws(BindingError) {
            // fzf reads --toggle-sort before any --bind, which may rebind its key.
            if let key = options.toggleSort {
                try BindingParser.parse("\(key):toggle-sort", into: &bindings)
            }
            for text in options.bind {
                try BindingParser.parse(text, into: &bindings)
            }
        } catch {
            // The library names the binding; the option that brought it is seek's to say.
            throw LoadError("--bind: \(error.description)")
        }
        for keys in options.expect {
            for name in keys.split(separator: ",").map(String.init) {
                guard let key = KeyName.event(named: name) else {
                    throw LoadError("unknown key '\(name)' in --expect")
                }
                bindings.keys[key] = [.chooseByKey(name)]
                expectsKeys = true
            }
        }
        if let command = options.command {
            let reload = CommandTemplate(command)
            bindings.events[.start] = [.reload(reload)]
            bindings.events[.change] = [.reload(reload)]
        }
        filters = !(options.disabled || options.command != nil)
        splitter = try FieldSplitter(delimiterOption: delimiter)
        previewCommand = options.preview.map(CommandTemplate.init)
        infoCommand = options.infoCommand.map(CommandTemplate.init)
        previewWrapSign = options.previewWrapSign
        if let text = options.previewLabel {
            guard let label = BorderLabel(text: text, position: options.previewLabelPosition ?? "0") else {
                throw LoadError("--preview-label-pos: invalid label position: \(options.previewLabelPosition ?? "")")
            }
            previewLabel = label
        }
        // As fzf: a pane is laid out when there is a preview command or an action that may
        // open one later; `--preview-window` alone lays out nothing.
        if previewCommand != nil || bindings.mayOpenThePreview {
            do throws(PreviewWindowError) {
                // `--preview-border` is fzf's short for `border-SHAPE`, read before the layout's.
                let border = options.previewBorder.map { "border-\($0)" }
                previewWindow = try PreviewWindow(parsing: ([border].compactMap { $0 } + options.previewWindow).joined(separator: ","))
            } catch {
                throw LoadError("--preview-window: \(error.description)")
            }
        }
        try Self.checkQuoting(preview: previewCommand, bindings: bindings, shell: CommandShell(environment: ProcessEnvironment.current))
    }

    /// Refuses a command with a placeholder whose quoting seek cannot follow (in backticks, say)
    /// now, instead of refusing to run it each time it is asked for.
    private static func checkQuoting(preview: CommandTemplate?, bindings: Bindings, shell: CommandShell) throws(LoadError) {
        if let problem = preview?.problem(for: shell) { throw LoadError("--preview: \(problem)") }
        for action in Array(bindings.keys.values.joined()) + Array(bindings.events.values.joined()) {
            switch action {
            case .reload(let template), .execute(let template), .executeSilently(let template), .become(let template),
                 .changePreview(let template):
                if let problem = template.problem(for: shell) { throw LoadError("'\(template.text)': \(problem)") }
            default:
                continue
            }
        }
    }

    /// Whether the input comes from commands only (`--command`): nothing is read before them.
    static func readsNoInput(_ options: CommandOptions) -> Bool {
        options.command != nil
    }
}
