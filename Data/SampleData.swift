#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Locates the sample data sets bundled with seek: the JSON files in this folder.
///
/// The files are found without Foundation (which would add about 10 MB to every run of seek, a
/// tenth of the memory budget for a 100 MB input), in this order:
/// 1. the folder named by the environment variable `SEEK_DATA`;
/// 2. this source folder, recorded when seek is built (`swift run seek` from a clone);
/// 3. `share/seek` beside the folder of the executable (`bin/../share/seek`, an installed copy).
public enum SampleData {
    /// The path of the bundled file `name.json`, or nil when it cannot be found.
    public static func path(named name: String) -> String? {
        for folder in folders {
            let candidate = folder + "/" + name + ".json"
            if access(candidate, R_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The folders searched, in order.
    public static var folders: [String] {
        var folders: [String] = []
        if let override = getenv("SEEK_DATA") {
            folders.append(String(cString: override))
        }
        folders.append(parent(of: #filePath))
        if let executable = executablePath() {
            folders.append(parent(of: parent(of: executable)) + "/share/seek")
        }
        return folders
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
