extension View {
    /// This view in a frame of `width` × `height` points, as SwiftUI's `frame(width:height:alignment:)`.
    /// A terminal draws in cells, a row is one line and a view takes the cells its text needs,
    /// so the frame changes nothing on screen; it is accepted so that the seeds' rows (a 16-point
    /// colour dot beside a name) read as written.
    public func frame(width: Double? = nil, height: Double? = nil) -> Self {
        self
    }
}
