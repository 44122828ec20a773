import Canopy
import CanopyCairo
import CanopySnapshotTesting
import FlexibleHeader
import Foundation
import Testing

// The README's quick start, verbatim between the markers; this file keeps it compiling.
// quick-start begin
final class InboxScreen: ViewControllerNode {
    let header = FlexibleHeaderController()
    let list = ScrollNode()
    override init() { super.init(); addChild(header) }
    override func viewDidLoad() {
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(list)
        header.headerView.backgroundColor = Color(hex: 0x3F51B5)
        header.headerView.trackingScrollView = list  // injects the list's top inset
        list.delegate = header  // forwards scroll events
        view.addSubview(header.view)
        header.didMove(toParent: self)  // sizes the header to its parent
    }
    override func viewDidAppear(_ animated: Bool) { list.contentOffset.y = -list.adjustedContentInset.top }
    override var childForStatusBarStyle: ViewControllerNode? { header }  // style from the colour
}

@Test func inboxHeaderOnIPhone15() {
    assertSnapshot(of: InboxScreen(), on: .iPhone15)
}
// quick-start end

@Suite("Quick start")
struct QuickStartTests {
    @Test("The quick start's header is 56 points plus the top safe area")
    func header() {
        let screen = InboxScreen()
        let window = WindowNode(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(abs(screen.header.headerView.frame.height - (56 + 59)) < 1e-9)
        #expect(abs(screen.list.adjustedContentInset.top - (56 + 59)) < 1e-9)
        #expect(abs(screen.list.contentOffset.y + (56 + 59)) < 1e-9)
        #expect(window.statusBarStyle == .lightContent)
    }
}

@Suite("README")
struct ReadmeQuickStartTests {
    @Test("The README shows the quick start exactly as this file compiles it")
    func readmeMatchesThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// quick-start begin"))
        let end = try #require(lines.firstIndex(of: "// quick-start end"))
        let snippet = lines[(begin + 1)..<end].joined(separator: "\n")
        #expect(readme.contains(snippet))
    }
}
