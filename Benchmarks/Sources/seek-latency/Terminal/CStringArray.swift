import Glibc

/// A NULL-terminated array of C strings for exec and posix_spawn, freed by `free()`: Swift
/// strings do not outlive the call that bridges them, and the child needs all of them at once.
struct CStringArray {
    private(set) var pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    func free() {
        for pointer in pointers { Glibc.free(pointer) }
    }
}
