import Foundation
import Testing

@testable import Canopy

@Suite("Index paths of rows and items")
struct IndexPathRowsTests {
    @Test("A row's path equals the two-index array path in indexes, hash and order")
    func rowPathMatchesArrayForm() {
        for (section, row) in [(0, 0), (1, 3), (7, 0), (0, 1_000_000), (Int.max, Int.min)] {
            let built = IndexPath(row: row, section: section)
            let array = IndexPath(indexes: [section, row])
            #expect(built == array)
            #expect(built.hashValue == array.hashValue)
            #expect(Array(built) == [section, row])
            #expect(built.section == section && built.row == row)
        }
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
        #expect(IndexPath(row: 2, section: 1) < IndexPath(row: 3, section: 1))
    }

    @Test("An item's path is the same path as the row of that index")
    func itemPathMatchesRowPath() {
        let item = IndexPath(item: 4, section: 2)
        #expect(item == IndexPath(row: 4, section: 2))
        #expect(item == IndexPath(indexes: [2, 4]))
        #expect(item.item == 4)
    }
}
