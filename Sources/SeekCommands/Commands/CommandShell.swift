/// The shell that runs seek's commands (previews, `execute`, `reload`, `become`, the default
/// command): `$SHELL -c COMMAND`, as fzf runs them, or `/bin/sh -c COMMAND` when `SHELL` is unset,
/// empty, not an absolute path, or names a shell whose quoting seek does not write.
///
/// A command template is quoted for the shell that will read it (``CommandTemplate``), so seek
/// must know that shell's quoting rules. It knows two: the POSIX family (`sh`, `dash`, `bash`,
/// `zsh`, `ksh`, `ksh93`, `mksh`, `lksh`, `pdksh`, `oksh`, `ash`, `yash`, `posh`, `busybox`) and
/// `fish`. Any other shell (`csh` and `tcsh`, where `!` and newlines break out of single quotes,
/// `nu`, `xonsh`, `elvish`, …) runs the command with `/bin/sh` instead, so a value can never be
/// quoted by rules the shell does not follow.
public struct CommandShell: Sendable, Equatable {
    /// The quoting rules a command line is written in.
    public enum Dialect: Sendable, Equatable {
        /// Single quotes take everything literally; `"…"`, `$'…'`, `$(…)`, backticks.
        case posix
        /// fish: `\'` and `\\` are escapes inside single quotes; `(…)` substitutes; no backticks.
        case fish
    }

    /// The program started (an absolute path).
    public let path: String
    /// The quoting rules of that program.
    public let dialect: Dialect
    /// The arguments before `-c COMMAND`, the program's name first.
    let leadingArguments: [String]

    /// `/bin/sh`, for commands written for it whatever the user's shell (`man -l 'path'`).
    public static let standard = CommandShell(path: "/bin/sh", dialect: .posix, leadingArguments: ["sh"])

    /// The shell named by `environment["SHELL"]`, or ``standard`` (see the type's description).
    public init(environment: [String: String]) {
        guard let path = environment["SHELL"], path.hasPrefix("/"), let name = path.split(separator: "/").last else {
            self = .standard
            return
        }
        switch name {
        case "fish":
            self.init(path: path, dialect: .fish, leadingArguments: [String(name)])
        case "busybox":
            // BusyBox picks its applet by name or by its first argument.
            self.init(path: path, dialect: .posix, leadingArguments: ["busybox", "sh"])
        case _ where Self.posixNames.contains(String(name)):
            self.init(path: path, dialect: .posix, leadingArguments: [String(name)])
        default:
            self = .standard
        }
    }

    private init(path: String, dialect: Dialect, leadingArguments: [String]) {
        self.path = path
        self.dialect = dialect
        self.leadingArguments = leadingArguments
    }

    private static let posixNames: Set<String> = [
        "sh", "dash", "bash", "zsh", "ksh", "ksh93", "mksh", "lksh", "pdksh", "oksh", "ash", "yash", "posh",
    ]

    /// The whole argument vector that runs `commandLine`, each argument as bytes (the command
    /// line is passed on exactly as it is).
    func arguments(running commandLine: [UInt8]) -> [[UInt8]] {
        leadingArguments.map { Array($0.utf8) } + [Array("-c".utf8), commandLine]
    }
}
