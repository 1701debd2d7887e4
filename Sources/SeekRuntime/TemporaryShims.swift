import Catalog
import Matching

// Until the Catalog branch lands (DataSet.fields is a stored property there).
extension DataSet {
    var fields: ItemFields { ItemFields() }
}
