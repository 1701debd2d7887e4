import Glibc

/// Writing to a file descriptor until it has taken every byte.
///
/// `write(2)` may take fewer bytes than it is given (a pipe or a terminal whose buffer is full,
/// a signal arriving mid-way) and fails with `EINTR` when a signal interrupts it before any
/// byte went out; neither is an error. Every layer that writes to a descriptor (the command's
/// standard output, the inline terminal, the history file, the file walker's pipe, the test
/// feeders and the benchmarks' terminals) goes through this one loop.
public enum DescriptorOutput {
    /// Writes all of `bytes` to `descriptor`, going on after short writes and interrupted ones.
    ///
    /// - Returns: nil when every byte was written; otherwise the `errno` of the first failure
    ///   (`EPIPE` when the reader has gone, `EAGAIN` from a non-blocking descriptor that is
    ///   full, `EIO` when `write` took nothing without saying why). What was written before the
    ///   failure stays written.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, base + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // write(2) takes at least one byte of a non-empty buffer or fails; a 0 would loop forever.
            if result == 0 { return EIO }
            written += result
        }
        return nil
    }

    /// Writes all of `bytes` to `descriptor`, as the raw-buffer form does.
    ///
    /// - Returns: nil when every byte was written; otherwise the `errno` of the first failure.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
