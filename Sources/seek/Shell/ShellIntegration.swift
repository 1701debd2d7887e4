/// The scripts that `seek --bash`, `--zsh` and `--fish` print, to `eval` (or `source`) in a
/// shell's start-up file: CTRL-T pastes chosen paths (files and folders) at the cursor, quoted for
/// the shell; CTRL-R replaces the line with a command from the shell's history; ALT-C changes to a
/// chosen folder and redraws the prompt — the keys fzf's shell integration binds, so that the
/// habit carries over.
///
/// Each reads `SEEK_CTRL_T_COMMAND` (what CTRL-T lists instead of the file walk) and
/// `SEEK_CTRL_T_OPTS`, `SEEK_CTRL_R_OPTS`, `SEEK_ALT_C_OPTS` (extra options), at the moment the key
/// is pressed. The options are handed to seek inside `SEEK_DEFAULT_OPTS`, after the user's own
/// defaults, so that seek's ``ShellWords`` splits them: quotes keep their meaning and nothing in
/// them is run. Names and history entries travel NUL-separated (`--print0`, `--read0`), so a
/// newline in one never splits it, and the line being edited reaches seek as one `--query=`
/// word, never as options. Each widget passes `--bind=esc:abort` before the user's defaults: one Esc
/// leaves, as in fzf's widgets, where seek's own Esc would first end the search.
enum ShellIntegration: String, CaseIterable {
    case bash, zsh, fish

    /// The script for this shell.
    var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }
}
