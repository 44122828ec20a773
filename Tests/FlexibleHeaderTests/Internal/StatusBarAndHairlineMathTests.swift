import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Status-bar style inference")
struct StatusBarStyleInferenceTests {
    @Test("Light content when white text reaches contrast 4.5, dark otherwise, default when translucent")
    func referencePoints() {
        let cases: [(Color, StatusBarStyle)] = [
            (.black, .lightContent), (.white, .darkContent), (Color(white: 2.0 / 3.0), .darkContent),
            (Color(white: 0.5), .darkContent), (Color(white: 0.46), .lightContent), (Color(white: 0.47), .darkContent),
            (.red, .darkContent), (.blue, .lightContent), (Color(hex: 0x3F51B5), .lightContent),
            (Color(red: 0, green: 0, blue: 0, alpha: 0), .default), (Color(white: 0, alpha: 0.99), .default),
        ]
        for (color, style) in cases {
            #expect(StatusBarStyleInference.style(for: color) == style, "\(color)")
        }
        #expect(abs(StatusBarStyleInference.contrastRatio(1, Color.black.relativeLuminance) - 21) < 1e-9)
        #expect(abs(StatusBarStyleInference.contrastRatio(1, Color(hex: 0x3F51B5).relativeLuminance) - 6.87) < 0.01)
    }
}

@Suite("Hairline geometry")
struct HairlineMathTests {
    @Test("One device pixel along the bottom edge")
    func frames() {
        #expect(HairlineMath.frame(containerSize: CGSize(width: 100, height: 50), displayScale: nil) == CGRect(x: 0, y: 49, width: 100, height: 1))
        #expect(HairlineMath.frame(containerSize: CGSize(width: 100, height: 50), displayScale: 2) == CGRect(x: 0, y: 49.5, width: 100, height: 0.5))
        #expect(HairlineMath.thickness(displayScale: 0) == 1)
        #expect(HairlineMath.thickness(displayScale: 3) == 1.0 / 3)
    }
}

@Suite("Status-bar shifter state machine")
struct StatusBarShifterModelTests {
    @Test("Without a status bar nothing ever changes")
    func noStatusBar() {
        var model = StatusBarShifterModel(originalStatusBarHeight: 0)
        let enabling = model.setEnabled(true)
        let offset = model.setOffset(30, statusBarHeight: 0, secondOfMinute: 0, replicaIsStale: false)
        #expect(enabling == [] && offset == [])
        #expect(model.state == .real && !model.prefersStatusBarHidden)
    }

    @Test("An offset creates a replica and hides the status bar; zero restores it")
    func replica() {
        var model = StatusBarShifterModel(originalStatusBarHeight: 20)
        _ = model.setEnabled(true)
        let effects = model.setOffset(10, statusBarHeight: 20, secondOfMinute: 50, replicaIsStale: false)
        #expect(effects == [.cancelInvalidation, .createReplica(lifetime: 10), .prefersStatusBarHiddenChanged])
        #expect(model.prefersStatusBarHidden)
        let again = model.setOffset(15, statusBarHeight: 0, secondOfMinute: 51, replicaIsStale: false)
        #expect(again == [])
        let back = model.setOffset(0, statusBarHeight: 0, secondOfMinute: 52, replicaIsStale: false)
        #expect(back == [.cancelInvalidation, .removeReplica, .prefersStatusBarHiddenChanged])
        #expect(model.state == .real && !model.prefersStatusBarHidden)
    }

    @Test("Translucent content skips the replica and hides only when fully shifted")
    func translucent() {
        var model = StatusBarShifterModel(originalStatusBarHeight: 20)
        model.snapshottingEnabled = false
        _ = model.setEnabled(true)
        _ = model.setOffset(10, statusBarHeight: 20, secondOfMinute: 0, replicaIsStale: false)
        #expect(model.state == .invalidReplica && !model.prefersStatusBarHidden)
        _ = model.setOffset(30, statusBarHeight: 20, secondOfMinute: 0, replicaIsStale: false)
        #expect(model.prefersStatusBarHidden)
        _ = model.setOffset(0, statusBarHeight: 0, secondOfMinute: 0, replicaIsStale: false)
        #expect(model.state == .real && !model.prefersStatusBarHidden)
    }

    @Test("A stale replica is invalidated; disabling returns to the real status bar")
    func staleAndDisable() {
        var model = StatusBarShifterModel(originalStatusBarHeight: 20)
        _ = model.setEnabled(true)
        _ = model.setOffset(10, statusBarHeight: 20, secondOfMinute: 0, replicaIsStale: false)
        let effects = model.setOffset(10, statusBarHeight: 0, secondOfMinute: 0, replicaIsStale: true)
        #expect(effects == [.cancelInvalidation, .removeReplica, .prefersStatusBarHiddenChanged])
        #expect(model.state == .invalidReplica)
        _ = model.setEnabled(false)
        #expect(model.state == .real)
        #expect(model.minimumLifetimeIsThreeSeconds())
    }
}

extension StatusBarShifterModel {
    fileprivate func minimumLifetimeIsThreeSeconds() -> Bool {
        var copy = StatusBarShifterModel(originalStatusBarHeight: 20)
        _ = copy.setEnabled(true)
        return copy.setOffset(5, statusBarHeight: 20, secondOfMinute: 59.5, replicaIsStale: false).contains(.createReplica(lifetime: 3))
    }
}
