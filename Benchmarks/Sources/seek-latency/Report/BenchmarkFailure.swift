/// Why a measurement gave no number: reported in place of the number, never thrown past `main`.
struct BenchmarkFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
