import Canopy
import CanopySnapshotTesting
import Foundation
import Testing

/// Behaviour snapshots of flows driven by taps rather than scrolling.
@Suite("Tap behaviour snapshots")
struct TapBehaviorSnapshotTests {
    /// A settings-like list: a switch and a segmented control in a scroll node.
    final class TogglesScreen: ViewControllerNode {
        let scroll = ScrollNode()
        let toggle = SwitchNode()
        let mode = SegmentedControlNode(items: ["List", "Grid", "Map"])

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: view.bounds.width, height: 1200)
            view.addSubview(scroll)
            toggle.frame.origin = CGPoint(x: 20, y: 40)
            toggle.accessibilityIdentifier = "toggle"
            mode.frame = CGRect(x: 20, y: 100, width: 240, height: 32)
            mode.selectedSegmentIndex = 0
            scroll.addSubview(toggle)
            scroll.addSubview(mode)
        }
    }

    @Test("Tapping a switch slides it on over a quarter second; tapping a segment moves the selection")
    func togglesFlow() {
        let trace = ScrollTrace()
            .tap(identifier: "toggle")
            .settle()
            .tap(at: CGPoint(x: 220, y: 116))
            .settle()
        assertBehaviorSnapshot(
            of: TogglesScreen(), on: .iPhoneSE, trace: trace, frames: .at([0, 0.05, 0.15, 0.25, 0.4, 0.55]))
    }

    @Test("Tap and long-press steps describe themselves as they are written and are validated")
    func stepDescriptions() {
        let trace = ScrollTrace().tap(at: CGPoint(x: 1, y: 2)).tap(identifier: "x").longPress(at: CGPoint(x: 3, y: 4))
        #expect(trace.steps.map(\.description) == ["tap(at: (1, 2))", "tap(identifier: \"x\")", "longPress(at: (3, 4), duration: 0.6)"])
        #expect(trace.validationError() == nil)
        #expect(ScrollTrace().tap(at: CGPoint(x: CGFloat.nan, y: 0)).validationError() != nil)
        #expect(ScrollTrace().longPress(at: .zero, duration: -1).validationError() != nil)
    }
}
