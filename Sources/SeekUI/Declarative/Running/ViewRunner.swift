import SeekModel
import SeekNcurses
import SeekRuntime
import SeekScreen
import SeekToolkit

/// Runs a view on the terminal, as a SwiftUI window shows one: the view's rows in the list,
/// its `searchable` field, scopes and suggestions drawn by seek's own search screen, and the
/// views evaluated again as their state changes. An ``App``'s `main()` runs its window's view
/// with one; a test runs a view with one on its own terminal.
///
/// ```swift
/// try ViewRunner(ContentView()).run(on: terminal, handlesSignals: false)
/// ```
///
/// Keys: typing searches (and presents search), Return in the field submits
/// (`onSubmit(of: .search)`), on a highlighted suggestion fills the field, on a row runs its
/// ``Button`` or ``Toggle`` or chooses it in a ``List``'s selection; Esc dismisses search, and
/// with search not presented ends the run, as Ctrl-C does.
public struct ViewRunner<Content: View> {
    let content: Content

    /// A runner of `content`.
    public init(_ content: Content) {
        self.content = content
    }

    /// Shows the view on the terminal (`/dev/tty` when standard input or output is redirected)
    /// until the user leaves.
    ///
    /// - Throws: ``SearchableListError/terminal(_:)`` when there is no terminal to draw on, and
    ///   ``SearchableListError/signal(_:)`` when a signal ended the run.
    public func run() throws(SearchableListError) {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(environment: ProcessEnvironment.current)
        } catch {
            throw .terminal("\(error)")
        }
        defer { terminal.close() }
        try run(on: terminal)
    }

    /// Shows the view on `terminal` (a test's in-memory terminal) until the user leaves; the
    /// caller closes the terminal. With `handlesSignals`, a signal that would end the program
    /// ends the run in order.
    public func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool = true) throws(SearchableListError) {
        let host = ViewHost(content)
        if host.traits.editor != nil {
            // A text editor is not a list: its screen is the editor's.
            return try TextEditorRunner(graph: host.graph, traits: host.traits).run(on: terminal, handlesSignals: handlesSignals)
        }
        var keyMap = KeyMap.standard.removing(keys: [.enter, .control("m")])
        keyMap.bindings.insert(KeyMap.Binding(keys: [.enter, .control("m")], action: .user(.custom(CustomAction(ViewAction.activate)))),
                               at: 0)
        // Esc, Left and Right go back and forth between views first (the standard bindings stay
        // for the help line; the first binding of a key wins).
        let navigationKeys: [(InputEvent, ViewAction)] = [(.escape, .escape), (.left, .left), (.right, .right)]
            + (1...12).map { (.function($0), .toolbarItem($0)) }
        for (key, action) in navigationKeys.reversed() {
            keyMap.bindings.insert(KeyMap.Binding(keys: [key], action: .user(.custom(CustomAction(action)))), at: 0)
        }
        let chrome = ViewChrome(host.traits)
        host.navigation.sentChrome = chrome
        _ = host.navigation.takeMove()
        var options = BrowserOptions(title: chrome.title, hasDetailPane: chrome.hasDetailPane)
        options.showsSearchField = chrome.showsField
        let runtime = SearchRuntime(terminal: terminal, session: host.makeSession(), provider: host.rows, options: options,
                                    keyMap: keyMap)
        runtime.handlesSignals = handlesSignals
        let mailbox = runtime.mailbox
        let evaluate: @Sendable () -> Void = { mailbox.post(.user(.custom(CustomAction(ViewAction.evaluate)))) }

        host.rows.willAnswer = { [unowned runtime, unowned host] in
            // A query changed: the text typed goes into the views' binding, and their new rows
            // answer it.
            let session = runtime.browser.session
            host.takeUserChanges(from: session)
            let actions = host.evaluate(session: session, answering: true)
            if !actions.isEmpty { for action in actions { mailbox.post(action) } }
        }
        runtime.afterFrame = { [unowned runtime, unowned host] in
            // Presentation, focus and scope change without a query: look after each frame.
            host.takeUserChanges(from: runtime.browser.session)
            _ = host.followCursor(in: runtime.browser)
            if host.graph.hasInvalidations { evaluate() }
        }
        runtime.onSubmit = { [unowned runtime, unowned host] _ in
            host.takeUserChanges(from: runtime.browser.session)
            host.submit()
            if host.graph.hasInvalidations { evaluate() }
        }
        runtime.onCustomAction = { [unowned host] custom, browser in
            switch custom.value(as: ViewAction.self) {
            case .evaluate:
                host.takeUserChanges(from: browser.session)
                return host.evaluate(session: browser.session)
            case .activate:
                return host.activate(in: browser)
            case .some(let action):
                return host.navigate(action, in: browser)
            case nil:
                return []
            }
        }
        host.graph.invalidation.onFirstInvalidation(evaluate)
        host.graph.dismissSearch.attach { mailbox.post(.host(.session(.dismiss))) }
        defer {
            host.graph.invalidation.onFirstInvalidation(nil)
            host.graph.dismissSearch.attach(nil)
        }
        switch runtime.run() {
        case .chosen, .nothingToChoose, .cancelled, .become: return
        case .signal(let number): throw .signal(number)
        case .failed(let message): throw .terminal(message)
        }
    }
}
