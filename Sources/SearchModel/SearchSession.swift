/// The state of one search interface, independent of any view: the terminal counterpart of the
/// bindings that SwiftUI's `.searchable(text:isPresented:placement:prompt:)` manages.
///
/// A session is a value. Every change goes through ``send(_:)``, which returns the work the caller
/// must do next (for example run a match) as ``SearchEffect`` values; the session itself performs
/// no I/O. That is what lets the whole search behaviour be tested without a terminal.
///
/// Like SwiftUI's `isSearching`, ``isSearching`` is true from the moment search is presented until
/// it is dismissed. Focus is tracked separately: the field can hand focus to the results list while
/// search stays presented.
public struct SearchSession: Sendable, Equatable {
    /// The text the user typed into the field.
    public private(set) var text: String
    /// Whether the search interface is presented (active). Settable from outside through
    /// ``SearchAction/setPresented(_:)``, like the `isPresented` binding.
    public private(set) var isPresented: Bool
    /// Where keyboard input goes.
    public private(set) var focus: SearchFocus
    /// The placeholder shown while the field is empty.
    public var prompt: String
    /// The number of the most recent match request; results of older requests are stale.
    public private(set) var generation: Int
    /// The queries submitted so far, most recent first.
    public private(set) var submittedQueries: [SearchQuery]

    /// Creates a session, optionally already presented with some text, as
    /// `searchable(text:isPresented:)` allows.
    public init(text: String = "", isPresented: Bool = false, prompt: String = "Search") {
        self.text = text
        self.isPresented = isPresented || !text.isEmpty
        self.focus = self.isPresented ? .field : .none
        self.prompt = prompt
        self.generation = 0
        self.submittedQueries = []
    }

    /// True while search is presented, from activation until cancel or dismiss.
    public var isSearching: Bool { isPresented }

    /// The query that the current state asks the matcher to run.
    public var query: SearchQuery { SearchQuery(text: text) }

    /// Applies one action and returns the effects the caller must perform, in order.
    public mutating func send(_ action: SearchAction) -> [SearchEffect] {
        switch action {
        case .insert(let typed):
            guard !typed.isEmpty else { return [] }
            presentIfNeeded()
            focus = .field
            text += typed
            return [requestMatch()]
        case .deleteBackward:
            guard !text.isEmpty else { return [] }
            text.removeLast()
            return [requestMatch()]
        case .replaceText(let newText):
            guard newText != text else { return [] }
            if !newText.isEmpty { presentIfNeeded() }
            text = newText
            return [requestMatch()]
        case .setPresented(let presented):
            return presented ? present() : dismiss()
        case .dismiss:
            return dismiss()
        case .focus(let target):
            if target != .none { presentIfNeeded() }
            focus = target
            return []
        case .submit:
            guard isPresented else { return [] }
            let submitted = query
            if !submitted.text.isEmpty {
                submittedQueries.removeAll { $0 == submitted }
                submittedQueries.insert(submitted, at: 0)
            }
            return [.submit(submitted)]
        }
    }

    /// Whether results computed for `generation` still describe the current query.
    public func isCurrent(generation candidate: Int) -> Bool {
        candidate == generation
    }

    private mutating func present() -> [SearchEffect] {
        guard !isPresented else { return [] }
        isPresented = true
        focus = .field
        return []
    }

    private mutating func presentIfNeeded() {
        if !isPresented {
            isPresented = true
        }
    }

    /// Ends searching, as `dismissSearch` does: clears the text, removes focus and stops
    /// presenting. It has no effect when search is not presented.
    private mutating func dismiss() -> [SearchEffect] {
        guard isPresented else { return [] }
        isPresented = false
        focus = .none
        let hadText = !text.isEmpty
        text = ""
        return hadText ? [requestMatch()] : []
    }

    private mutating func requestMatch() -> SearchEffect {
        generation += 1
        return .match(query, generation: generation)
    }
}
