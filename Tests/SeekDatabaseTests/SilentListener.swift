import Foundation

/// A TCP socket on 127.0.0.1 that listens and never accepts: the kernel completes a client's
/// handshake, and the client's first message is never answered, as by a server that hangs.
/// Closed when released.
final class SilentListener {
    /// The port it listens on, chosen by the kernel.
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        (descriptor, port) = try LoopbackSocket.listening()
    }

    deinit {
        close(descriptor)
    }
}
