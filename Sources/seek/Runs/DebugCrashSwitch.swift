/// A deliberate crash after the first frame, for the end-to-end test of the crash rescue: set
/// `SEEK_DEBUG_CRASH` to `trap` (a Swift runtime trap) or `segv` (a bad memory access).
///
/// It exists only in debug builds: release builds, the ones users run, compile it to nothing, so
/// no environment variable can make an installed seek crash.
enum DebugCrashSwitch {
    static func fireIfRequested(environment: [String: String]) {
        #if DEBUG
        switch environment["SEEK_DEBUG_CRASH"] {
        case "trap":
            fatalError("SEEK_DEBUG_CRASH=trap: a deliberate trap to test that the terminal is restored")
        case "segv":
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
        default:
            break
        }
        #endif
    }
}
