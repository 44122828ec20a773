import Canopy
import Foundation
import Testing

/// A controller that adds one point to its own top inset from each safe-area callback until
/// the inset reaches `target`, recording the top inset each callback saw.
private final class GrowingController: ViewControllerNode {
    let target: CGFloat
    var seenTops: [CGFloat] = []

    init(target: CGFloat) {
        self.target = target
        super.init()
    }

    override func viewSafeAreaInsetsDidChange() {
        seenTops.append(view.safeAreaInsets.top)
        if additionalSafeAreaInsets.top < target { additionalSafeAreaInsets.top += 1 }
    }
}

/// Safe-area changes made from safe-area callbacks: each is notified in turn without a stack
/// frame per change, and a loop that never settles is stopped with a diagnostic.
@Suite("Safe-area feedback")
struct SafeAreaFeedbackTests {
    @Test("A controller that grows its inset from 500 callbacks in a row hears every step, in order")
    func settlingFeedbackHearsEveryStep() {
        // Given a controller that adds a point to its top inset from each callback, up to 500
        let window = WindowNode(device: .iPhone15)
        let controller = GrowingController(target: 500)
        window.rootViewController = controller
        // When it is shown (its first callback sees the window's 59 points)
        let d = Diagnostics.capture { window.makeKeyAndVisible() }
        // Then each callback saw the inset one point larger than the one before, up to 559
        #expect(controller.seenTops == (59...559).map { CGFloat($0) })
        #expect(controller.view.safeAreaInsets.top == 559)
        #expect(d.isEmpty)
    }

    @Test("A controller that grows its inset from every callback for 10,000 steps is stopped after 1,000 with a diagnostic naming it")
    func runawayFeedbackIsBounded() throws {
        // Given a controller that would add a point from each of 10,000 callbacks
        let window = WindowNode(device: .iPhone15)
        let controller = GrowingController(target: 10_000)
        controller.view.accessibilityIdentifier = "grower"
        window.rootViewController = controller
        // When it is shown
        let d = Diagnostics.capture { window.makeKeyAndVisible() }
        // Then the first callback and 1,000 more ran, the rest were dropped with one
        // diagnostic, and the view keeps the inset the last change gave it
        #expect(controller.seenTops.count == 1_001)
        #expect(d.map(\.code) == ["safeArea.feedbackLoop"])
        let message = try #require(d.first?.message)
        #expect(message.contains(controller.diagnosticName))
        #expect(message.contains("1000 times"))
        #expect(controller.view.safeAreaInsets.top == 59 + controller.additionalSafeAreaInsets.top)
        // A later change is notified again, and the loop it restarts is stopped again.
        let seen = controller.seenTops.count
        let again = Diagnostics.capture { window.device = .iPhone15Landscape }
        #expect(controller.seenTops.count == seen + 1_001)
        #expect(again.map(\.code) == ["safeArea.feedbackLoop"])
    }

    @Test("A view that moves itself down a point from every callback is stopped with a diagnostic naming it")
    func runawayViewFeedbackIsBounded() {
        final class SinkingView: ViewNode {
            var callbacks = 0
            override func safeAreaInsetsDidChange() {
                callbacks += 1
                center.y += 1
            }
        }
        // Given a view under the status bar that moves itself down from each callback
        let (window, root) = visibleWindow(.iPhone15)
        let view = SinkingView(frame: CGRect(x: 0, y: -5_000, width: 100, height: 10_000))
        view.accessibilityIdentifier = "sinker"
        // When it joins the window
        let d = Diagnostics.capture { root.view.addSubview(view) }
        // Then it is stopped after the first callback and 1,000 more
        #expect(view.callbacks == 1_001)
        #expect(d.map(\.code) == ["safeArea.feedbackLoop"])
        #expect(d.first?.message.contains("sinker") == true)
        _ = window
    }
}
