/// What the search browser is told, by kind: what a person did (``UserAction``, after the key map
/// has interpreted a key), what the host program commands (``HostCommand``), and what arrived
/// from the host's work (``Arrival``). The browser decides what a key means from where focus is:
/// Down highlights a suggestion while the suggestion menu is open, moves into the list from the
/// field, and moves the selection inside the list.
public enum BrowserAction: Sendable, Equatable {
    /// What a person did: a key the key map or a binding interpreted, a click, a wheel turn.
    case user(UserAction)
    /// What the host program commands: search state it writes, presentation, prompt, preview.
    case host(HostCommand)
    /// What arrived from the host's work or the terminal: results, progress, vocabulary, preview
    /// output, detail text, notes, a new size.
    case arrived(Arrival)
}
