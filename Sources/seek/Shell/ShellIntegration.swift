/// The scripts that `seek --bash`, `--zsh` and `--fish` print, to `eval` (or `source`) in a
/// shell's start-up file: CTRL-T pastes chosen paths (files and folders) at the cursor, quoted for
/// the shell; CTRL-R replaces the line with a command from the shell's history; ALT-C changes to a
/// chosen folder and redraws the prompt — the keys fzf's shell integration binds, so that the
/// habit carries over.
///
/// Each reads `SEEK_CTRL_T_COMMAND` and `SEEK_ALT_C_COMMAND` (what CTRL-T and ALT-C list instead
/// of the file walk) and
/// `SEEK_CTRL_T_OPTS`, `SEEK_CTRL_R_OPTS`, `SEEK_ALT_C_OPTS` (extra options), at the moment the key
/// is pressed. The options are handed to seek inside `SEEK_DEFAULT_OPTS`, after the user's own
/// defaults, so that seek's ``ShellWords`` splits them: quotes keep their meaning and nothing in
/// them is run. Names and history entries travel NUL-separated (`--print0`, `--read0`), so a
/// newline in one never splits it, and the line being edited reaches seek as one `--query=`
/// word, never as options. Each widget passes `--bind=esc:abort` before the user's defaults: one Esc
/// leaves, as in fzf's widgets, where seek's own Esc would first end the search.
///
/// Each also completes a word that ends with `SEEK_COMPLETION_TRIGGER` (default `**`) when Tab is
/// pressed, as fzf's completion does: files and folders below the folder the word starts with
/// (`vim src/**`), folders after `cd`, `pushd` and `rmdir`, process ids after `kill`, hosts after
/// `ssh` and `telnet`, exported variables after `export`, `unset` and `printenv`, with
/// `SEEK_COMPLETION_OPTS` (all of them), `SEEK_COMPLETION_PATH_OPTS` and `SEEK_COMPLETION_DIR_OPTS`
/// added to seek's options. The chosen items replace the word, each quoted for the shell. Any
/// other Tab does what it did before: bash's `complete` rules and zsh's Tab widget are left as
/// they were and called, fish completes as it does.
///
/// Run as `fzf` (a link of that name), seek prints the same scripts with fzf's names: they read
/// `FZF_CTRL_T_COMMAND`, `FZF_DEFAULT_OPTS`, `FZF_COMPLETION_TRIGGER` and the rest, call `fzf`
/// and define `fzf-file-widget` and the like, so that an fzf user's settings and bindings keep
/// working (see ``script(invocation:)``).
enum ShellIntegration: String, CaseIterable {
    case bash, zsh, fish

    /// The script for this shell.
    var script: String {
        switch self {
        case .bash: Self.bashScript + Self.bashCompletionScript
        case .zsh: Self.zshScript + Self.zshCompletionScript
        case .fish: Self.fishScript + Self.fishCompletionScript
        }
    }

    /// The script for this shell as the command run as `invocation` (its `argv[0]`) prints it:
    /// under the name `fzf`, every `SEEK_` variable is fzf's `FZF_` one and every `seek` (the
    /// command called, the widgets' and helpers' names, the comments) is `fzf`, the name the
    /// link answers to — one script, renamed, so that the two cannot drift apart.
    func script(invocation: String) -> String {
        guard DefaultOptions(invocation: invocation).prefix == "FZF" else { return script }
        return script.replacing("SEEK_", with: "FZF_").replacing("seek", with: "fzf")
    }
}
