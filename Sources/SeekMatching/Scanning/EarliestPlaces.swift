/// Room for the earliest place of each character of a fuzzy pattern in the item a scanner is
/// visiting: the window test (``ASCIITerm/window(in:count:within:largestBonus:tables:earliest:)``)
/// finds them as its match test, and the search for the best assignment starts from them
/// (``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``) instead
/// of finding them again.
///
/// One per ``ChunkScanner``, allocated once for the chunk and freed with the scanner: a buffer
/// per item (measured in the fuzzy5 round, a stack buffer and a closure around each visit) cost
/// more on the keystrokes whose window test rules out nearly every item than the search saved.
final class EarliestPlaces {
    /// The places, one per pattern character; valid for the item the window test last read.
    let places: UnsafeMutablePointer<Int32>

    /// Room for a pattern of up to `capacity` characters (at least one).
    init(capacity: Int) {
        places = .allocate(capacity: max(1, capacity))
    }

    deinit {
        places.deallocate()
    }
}
