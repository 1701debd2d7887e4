import Foundation
import SeekTestSupport
import Testing

/// The built-in file walk seek starts on a terminal with no input (`--walker`).
@Suite(.waitsOnPrograms) struct WalkerEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func aBadWalkerListIsAnErrorNamingTheOption() throws {
        // The walker needs a terminal as standard input, so this runs under tmux.
        for (list, message) in [("follow", "seek: --walker: 'follow' lists neither file nor dir"),
                                ("file,sideways", "seek: --walker: unknown option 'sideways' (file, dir, follow, hidden)")] {
            let tmux = try TmuxSession(width: 90, height: 6, command: "\(seek.path) --walker \(list); sleep 30")
            defer { tmux.kill() }
            let shown = tmux.waitFor(message)
            #expect(shown.satisfied, "\(shown.screen)")
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func aWalkerRootThatCannotBeOpenedIsAnErrorNotAnEmptyList() throws {
        let scratch = ScratchFolder(named: "seek-walk-root")
        let file = scratch.file("plain", "")
        for (root, reason) in [("nosuch", "no such file or directory"), (file, "not a directory")] {
            let tmux = try TmuxSession(width: 120, height: 6,
                                       command: "cd '\(scratch.path)' && '\(seek.path)' --walker-root '\(root)' --filter ''; echo EXIT=$?; sleep 30")
            defer { tmux.kill() }
            let shown = tmux.waitFor("EXIT=")
            #expect(shown.screen.contains("seek: --walker-root: cannot open \(root): \(reason)"), "\(shown.screen)")
            #expect(shown.screen.contains("EXIT=2"), "\(shown.screen)")
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func walkerOptionsChooseFilesFoldersLinksAndHiddenNamesAndSkipReplacesTheDefaults() throws {
        let scratch = ScratchFolder(named: "seek-walk-options")
        for folder in ["tree", "tree/sub", "tree/.git", "tree/skipme", "outside"] { scratch.folder(atBytes: Array(folder.utf8)) }
        for file in ["tree/top.txt", "tree/.hidden", "tree/sub/inner.txt", "tree/.git/HEAD", "tree/skipme/x", "outside/far.txt"] {
            scratch.file(atBytes: Array(file.utf8))
        }
        #expect(symlink("../outside", scratch.path(of: "tree/link")) == 0)
        let runs = ["file": "--walker file", "follow": "--walker file,follow", "dir": "--walker dir",
                    "hidden": "--walker file,hidden", "skip": "--walker file,hidden --walker-skip skipme", "default": ""]
        let commands = runs.map { name, options in "'\(seek.path)' --filter '' --walker-root tree \(options) > \(name)" }
        let tmux = try TmuxSession(width: 60, height: 6,
                                   command: "cd '\(scratch.path)' && \(commands.joined(separator: " && ")); echo EXIT=$?; sleep 30")
        defer { tmux.kill() }
        let ended = tmux.waitFor("EXIT=0")
        #expect(ended.satisfied, "\(ended.screen)")
        func listed(_ name: String) -> Set<String> {
            let text = (try? String(contentsOfFile: scratch.path(of: name), encoding: .utf8)) ?? ""
            return Set(text.split(separator: "\n").map(String.init))
        }
        #expect(listed("file") == ["top.txt", "sub/inner.txt", "skipme/x"], "no hidden names, links not followed")
        #expect(listed("follow") == ["top.txt", "sub/inner.txt", "skipme/x", "link/far.txt"])
        #expect(listed("dir") == ["sub", "skipme"])
        #expect(listed("hidden") == ["top.txt", "sub/inner.txt", "skipme/x", ".hidden"], ".git is skipped by default")
        #expect(listed("skip") == ["top.txt", "sub/inner.txt", ".hidden", ".git/HEAD"], "--walker-skip replaces the default list")
        #expect(listed("default") == ["top.txt", "sub/inner.txt", "skipme/x", ".hidden", "link/far.txt"])
    }
}
