/// The shell that runs seek's commands (previews, `execute`, `reload`, `become`, the default
/// command): `$SHELL -c COMMAND`, as fzf runs them, or `/bin/sh -c COMMAND` when `SHELL` is unset,
/// empty, not an absolute path, or names a shell known not to read POSIX quoting.
///
/// A command template is quoted for the shell that will read it (``CommandTemplate``), so seek
/// must know that shell's quoting rules. It knows two: the POSIX family and `fish`. A shell
/// known to follow other rules (`csh` and `tcsh`, where `!` and newlines break out of single
/// quotes, `nu`, `xonsh`, `elvish`, `pwsh`, `rc`, `es`) runs the command with `/bin/sh` instead,
/// so a value is never quoted by rules the shell does not follow; any other program (`bash`, a
/// wrapper script) gets POSIX quoting, as fzf gives it.
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
        case _ where Self.otherQuotingNames.contains(String(name)):
            self = .standard
        default:
            self.init(path: path, dialect: .posix, leadingArguments: [String(name)])
        }
    }

    private init(path: String, dialect: Dialect, leadingArguments: [String]) {
        self.path = path
        self.dialect = dialect
        self.leadingArguments = leadingArguments
    }

    /// Shells whose quoting is not POSIX's (nor fish's, read above).
    private static let otherQuotingNames: Set<String> = [
        "csh", "tcsh", "nu", "xonsh", "elvish", "pwsh", "powershell", "rc", "es", "ion", "murex", "oil", "osh", "ysh",
    ]

    /// The whole argument vector that runs `commandLine`, each argument as bytes (the command
    /// line is passed on exactly as it is).
    func arguments(running commandLine: [UInt8]) -> [[UInt8]] {
        leadingArguments.map { Array($0.utf8) } + [Array("-c".utf8), commandLine]
    }
}
