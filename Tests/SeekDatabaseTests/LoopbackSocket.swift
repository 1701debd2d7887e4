import Foundation

/// A TCP socket listening on 127.0.0.1 at a port the kernel chooses, for the tests' stand-ins
/// for a server (one that never answers, one that asks for a password).
enum LoopbackSocket {
    /// A listening socket and its port; the caller closes the descriptor.
    static func listening() throws -> (descriptor: Int32, port: UInt16) {
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
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}
