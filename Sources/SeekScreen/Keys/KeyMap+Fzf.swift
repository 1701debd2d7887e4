import SeekToolkit

extension KeyMap {
    /// The keys of fzf's face (see ``ScreenFace``), where they differ from seek's: Esc leaves at
    /// once choosing nothing (fzf's `abort`, status 130) instead of first ending a presented
    /// search, and Ctrl-K moves up as Ctrl-J moves down instead of deleting to the end of the
    /// field; Ctrl-Y puts back what the last kill took (fzf's `yank`). Apply it before ``reversingVerticalMoves()``, so that in the bottom-up layout both
    /// move the way the screen looks, as fzf's do.
    public func withFzfKeys() -> KeyMap {
        var map = removing(keys: [.escape, .control("k"), .control("y")])
        map.bindings.append(Binding(keys: [.escape], action: .user(.interrupt), help: Help("esc", "quit")))
        map.bindings.append(Binding(keys: [.control("k")], action: .user(.moveSelection(-1))))
        map.bindings.append(Binding(keys: [.control("y")], action: .user(.yank)))
        return map
    }
}
