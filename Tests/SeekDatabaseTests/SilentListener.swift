import Foundation

/// A TCP socket on 127.0.0.1 that listens and never accepts: the kernel completes a client's
/// handshake, and the client's first message is never answered, as by a server that hangs.
/// Closed when released.
final class SilentListener {
    /// The port it listens on, chosen by the kernel.
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerFailure("cannot make a socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 4) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw ServerFailure("cannot listen on 127.0.0.1")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(descriptor)
    }
}
