import SeekSystem
import Glibc
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekToolkit

// seek-soak: 10,000 keystrokes, typing and deleting, against a million items, through everything
// seek runs on a keystroke except the terminal itself: the browser update, the match engine,
// the arrival of results and the rendering of an 80×24 frame. It reports the resident memory as
// it goes, so that a leak (a result, a frame or a cache kept per keystroke) shows as a slope.
// Run: swift run -c release seek-soak [keystrokes] [items]

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let keystrokes = arguments.first ?? 10_000
let itemCount = arguments.dropFirst().first ?? 1_000_000

/// Resident memory now, in megabytes (from /proc/self/statm; peak figures cannot show a slope).
func residentMegabytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    guard withUnsafeMutablePointer(to: &size, { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }) == 2 else { return 0 }
    return Double(resident * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
}

func now() -> Double {
    MonotonicClock.now
}

/// Deterministic items that look like paths: a few directory names and a numbered file.
var store = ItemStore()
let folders = ["src", "lib", "usr", "share", "doc", "include", "python3", "linux", "tests", "assets"]
let extensions = ["swift", "c", "h", "py", "md", "json", "txt", "gz"]
for index in 0..<itemCount {
    let path = "/\(folders[index % 10])/\(folders[(index / 10) % 10])/\(folders[(index / 100) % 10])/file\(index).\(extensions[index % 8])"
    store.append(path)
}

struct StoreContent: BrowserContent {
    let store: ItemStore
    func text(ofItem index: Int) -> String { store.text(at: index) }
    func highlightedCharacters(in text: String, query: String) -> Set<Int> {
        Highlights.characters(in: text, scalarPositions: QueryMatcher(Query(query)).matchedPositions(in: text))
    }
}

let engine = MatchEngine(store: store)
let screen = SearchScreen(content: StoreContent(store: store))
var browser = SearchBrowser(itemCount: store.count, size: TerminalSize(width: 80, height: 24), title: "soak")
/// Picks keys from a fixed seed, so that runs are comparable.
struct KeyPicker {
    var state: UInt64 = 0x5EEC

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

var picker = KeyPicker()
let letters = Array("srcliburmdfe/._0123456789")

print("| keystrokes | resident MB | ms per keystroke (last 1,000) |")
print("|---:|---:|---:|")
let baseline = residentMegabytes()
print("| 0 | \(Int(baseline)) | |")
var samples: [Double] = []
var windowStart = now()
for keystroke in 1...keystrokes {
    // Type up to five characters, then delete back, with a random walk between.
    let text = browser.session.text
    let action: BrowserAction = text.count >= 5 || (!text.isEmpty && picker.next(3) == 0)
        ? .user(.deleteBackward)
        : .user(.type(String(letters[picker.next(letters.count)])))
    var effects = browser.handle(action)
    while !effects.isEmpty {
        let effect = effects.removeFirst()
        if case .match(let query, let generation) = effect, let snapshot = engine.match(query.text, generation: generation) {
            effects += browser.handle(.arrived(.matches(snapshot)))
        }
    }
    _ = screen.render(browser)
    if keystroke % 1_000 == 0 {
        let resident = residentMegabytes()
        samples.append(resident)
        let perKeystroke = (now() - windowStart) * 1000 / 1_000
        print("| \(keystroke) | \(Int(resident)) | \(Int(perKeystroke)) |")
        windowStart = now()
    }
}
if let first = samples.first, let last = samples.last {
    print("\nResident memory after 1,000 keystrokes: \(Int(first)) MB; after \(keystrokes): \(Int(last)) MB; change \(Int(last - first)) MB.")
}
