import SeekCatalog
import SeekNcurses
import SeekScreen
import SeekToolkit

/// Which terminal backend the interactive mode draws on, and with which colours: the curses
/// backend on the alternate screen, or the inline one (`--height`, and any terminal whose
/// description has no alternate screen, such as `TERM=linux`, where it takes the whole height).
struct TerminalChoice {
    /// The rows of the inline screen, when `--height` asked for one.
    var height: InlineHeight?
    /// The colours, from `--color` (or `bw` under `NO_COLOR` or `--no-color`).
    var theme = Theme.standard
    /// Whether the backend drops colour under `NO_COLOR`: not when `--color` chose colours.
    var followsNoColor = true

    init() {}

    /// Reads `--height`, `--color` and `--no-color`; a bad value is a one-line error.
    init(display: DisplayOptions, environment: [String: String]) throws(LoadError) {
        if let text = display.height {
            do {
                height = try InlineHeight(parsing: text)
            } catch {
                throw LoadError("--height: \(error.description)")
            }
        }
        if let text = display.minHeight {
            do {
                // `N+` adds the prompt and the info line, the rows fzf's face draws besides the list.
                try height?.setMinimum(parsing: text, chromeRows: 2)
            } catch {
                throw LoadError("--min-height: \(error.description)")
            }
        }
        let hasNoColor = environment["NO_COLOR"].map { !$0.isEmpty } == true
        let base = display.noColor || (hasNoColor && display.color.isEmpty) ? ColorSpecification.monochrome : Theme.standard
        do {
            theme = try ColorSpecification(base: base).theme(from: display.color)
        } catch {
            throw LoadError("--color: \(error.description)")
        }
        followsNoColor = display.color.isEmpty
    }

    /// Opens the terminal: inline with `--height` or without an alternate screen, else curses.
    func open(environment: [String: String], usesMouse: Bool) throws(TerminalError) -> any TerminalBackend {
        if let height {
            return try InlineTerminal(environment: environment, height: height, followsNoColor: followsNoColor)
        }
        if !TerminalDescription.hasAlternateScreen() {
            return try InlineTerminal(environment: environment, height: .full, followsNoColor: followsNoColor)
        }
        return try NcursesTerminal(environment: environment, usesMouse: usesMouse, followsNoColor: followsNoColor)
    }
}
