import Foundation
import Testing

extension OrphanScriptTests {
    @Test("A tree file beside a PNG golden, or alone for a tree snapshot, is a golden of its test")
    func treeFiles() throws {
        let r = try run(
            goldens: ["Sample/header.wide.png", "Sample/header.wide.tree.txt", "Sample/footer.tree.txt"], testSource: Self.source)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("ok (2 snapshot tests, 1 goldens); 2 tree files"))
    }

    @Test("A tree file without a test is an orphan")
    func orphanTreeFile() throws {
        let r = try run(goldens: ["Sample/header.wide.png", "Sample/footer.png", "Sample/gone.tree.txt"], testSource: Self.source)
        #expect(r.status == 1)
        #expect(r.output.contains("Snapshots/Sample/gone.tree.txt has no test"))
    }
}
