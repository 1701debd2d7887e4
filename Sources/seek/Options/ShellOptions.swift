import ArgumentParser

/// The shell integration scripts (`eval "$(seek --bash)"`).
struct ShellOptions: ParsableArguments {
    @Flag(help: "Print bash key bindings to eval: CTRL-T pastes files, CTRL-R searches history, ALT-C changes folder, **<TAB> completes with seek.")
    var bash = false

    @Flag(help: "Print the same key bindings and **<TAB> completion for zsh.")
    var zsh = false

    @Flag(help: "Print the same key bindings and **<TAB> completion for fish (seek --fish | source).")
    var fish = false

    @Flag(help: "Show seek's manual page (through man on a terminal, as roff when redirected).")
    var man = false

    /// The shell whose script was asked for, if any.
    var requested: ShellIntegration? {
        if bash { return .bash }
        if zsh { return .zsh }
        if fish { return .fish }
        return nil
    }
}
