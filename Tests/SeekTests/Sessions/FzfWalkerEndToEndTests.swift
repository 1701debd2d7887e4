import Foundation
import SeekTestSupport
import Testing

/// The file walk under fzf's name, as fzf's own shell scripts use it: `FZF_DEFAULT_COMMAND`
/// wins over `--walker` (Ctrl-T's `FZF_CTRL_T_COMMAND`), and paths come out as fzf prints them
/// (from the root as given, folders ending in `/`), which `**<TAB>` completion inserts whole.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct FzfWalkerEndToEndTests {
    @Test func theDefaultCommandWinsOverTheWalkerAndPathsComeOutAsFzfPrintsThem() throws {
        let scratch = ScratchFolder(named: "seek-fzf-walk")
        for folder in ["tree", "tree/sub"] {
            try FileManager.default.createDirectory(atPath: scratch.path(of: folder), withIntermediateDirectories: true)
        }
        _ = scratch.file("tree/top.txt", "")
        _ = scratch.file("tree/sub/inner.txt", "")
        let fzf = scratch.path(of: "fzf")
        try FileManager.default.createSymbolicLink(atPath: fzf, withDestinationPath: ProcessRunner.seekExecutable.path)
        let clean = "env -u FZF_DEFAULT_OPTS -u FZF_DEFAULT_OPTS_FILE"
        let runs = [
            "FZF_DEFAULT_COMMAND='echo from-command' \(clean) '\(fzf)' --walker file,dir --walker-root tree --filter '' > command",
            "\(clean) -u FZF_DEFAULT_COMMAND '\(fzf)' --walker file,dir --walker-root tree --filter '' > rooted",
            "(cd tree && \(clean) -u FZF_DEFAULT_COMMAND '\(fzf)' --walker dir,file --filter '' > ../here)",
            "\(clean) -u SEEK_DEFAULT_COMMAND '\(ProcessRunner.seekExecutable.path)' --walker file,dir --walker-root tree --filter '' > seek",
        ]
        let tmux = try TmuxSession(width: 80, height: 6,
                                   command: "cd '\(scratch.path)' && \(runs.joined(separator: " && ")); echo EXIT=$?; sleep 30")
        defer { tmux.kill() }
        let ended = tmux.waitFor("EXIT=0")
        #expect(ended.satisfied, "\(ended.screen)")
        func listed(_ name: String) -> Set<String> {
            let text = (try? String(contentsOfFile: scratch.path(of: name), encoding: .utf8)) ?? ""
            return Set(text.split(separator: "\n").map(String.init))
        }
        #expect(listed("command") == ["from-command"], "FZF_DEFAULT_COMMAND is run although --walker is given")
        #expect(listed("rooted") == ["tree/", "tree/top.txt", "tree/sub/", "tree/sub/inner.txt"])
        #expect(listed("here") == ["top.txt", "sub/", "sub/inner.txt"], "the current folder is not named")
        #expect(listed("seek") == ["top.txt", "sub", "sub/inner.txt"], "under seek's name paths stay relative to the root")
    }
}
