// A program imports SeekUI alone: the placements, scope activations, suggestion placements and
// behaviours that the modifiers take (SeekModel), and the keys and styles of the view
// vocabulary (SeekToolkit), come with it.
@_exported import SeekModel
@_exported import SeekToolkit
