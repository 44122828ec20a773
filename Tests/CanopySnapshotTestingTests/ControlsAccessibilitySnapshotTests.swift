import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// A settings-like screen: every control, a navigation bar with a back button and items, and a
/// tab bar with a badge, as a screen reader reads them.
@MainActor
enum ControlsScreen {
    /// The form the screen shows, laid out for a 393-point-wide phone.
    final class FormController: ViewControllerNode {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Alerts"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done), BarButtonItem(systemItem: .add)]
            var y: CGFloat = 120
            func place(_ node: ViewNode, x: CGFloat = 16, width: CGFloat? = nil, height: CGFloat? = nil) {
                let size = node.intrinsicContentSize
                node.frame = CGRect(x: x, y: y, width: width ?? size.width, height: height ?? size.height)
                view.addSubview(node)
            }
            func label(_ text: String) {
                let l = LabelNode()
                l.text = text
                place(l, width: 200, height: 22)
            }
            label("Sounds")
            let toggle = SwitchNode()
            toggle.isOn = true
            toggle.accessibilityLabel = "Sounds"
            toggle.accessibilityIdentifier = "sounds"
            place(toggle, x: 326)
            y += 56
            let range = SegmentedControlNode(items: ["Day", "Week", "Month"])
            range.selectedSegmentIndex = 1
            place(range, width: 361)
            y += 56
            let volume = SliderNode()
            volume.value = 0.7
            volume.accessibilityLabel = "Volume"
            place(volume, width: 361, height: 44)
            y += 60
            let name = TextFieldNode()
            name.placeholder = "Alert name"
            name.borderStyle = .roundedRect
            place(name, width: 361, height: 44)
            y += 64
            let send = ButtonNode(type: .system)
            send.setTitle("Send test alert", for: .normal)
            place(send, width: 361, height: 44)
            y += 56
            let reset = ButtonNode(type: .system)
            reset.setTitle("Reset", for: .normal)
            reset.isEnabled = false
            place(reset, width: 361, height: 44)
        }
    }

    /// A tab bar controller whose first tab navigates from "Settings" to the form.
    static func make() -> TabBarController {
        let settings = ViewControllerNode()
        settings.title = "Settings"
        let nav = NavigationControllerNode(rootViewController: settings)
        nav.pushViewController(FormController(), animated: false)
        nav.tabBarItem.title = "Settings"
        let inbox = ViewControllerNode()
        inbox.title = "Inbox"
        inbox.tabBarItem.badgeValue = "4"
        let tabs = TabBarController()
        tabs.viewControllers = [nav, inbox]
        return tabs
    }

    static func hosted() -> WindowNode {
        let window = WindowNode(device: .iPhone15Pro)
        window.rootViewController = make()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}

@Suite("Accessibility of a controls screen")
@MainActor
struct ControlsAccessibilitySnapshotTests {
    @Test("A screen with every control, a navigation bar and a tab bar reads as UIKit's would and matches its goldens")
    func snapshot() {
        assertSnapshot(of: ControlsScreen.make(), on: .iPhone15Pro, as: .accessibility)
    }

    /// The findings a typical controls screen has by design, each with why it stays.
    ///
    /// UIKit does not widen a switch's or a segmented control's hit area to 44 points; the
    /// controls keep the system's sizes, which apps cannot change without redrawing them. So
    /// the audit measures their frames as drawn and the screen accepts them by name.
    static let allowances: [AccessibilityAllowance] = [
        .init(
            .touchTargetSize, node: "sounds",
            reason: "UISwitch's fixed 51 × 31 pt size; the switch sits in a row the system spaces for it."),
        .init(.touchTargetSize, node: "Day", reason: "The system segmented control is 32 pt tall; its segments are over 100 pt wide."),
        .init(.touchTargetSize, node: "Week", reason: "The system segmented control is 32 pt tall; its segments are over 100 pt wide."),
        .init(.touchTargetSize, node: "Month", reason: "The system segmented control is 32 pt tall; its segments are over 100 pt wide."),
        .init(.touchTargetSize, node: "Add", reason: "A system bar item measured at its symbol's width; the bar row gives it the full 44 pt height."),
        .init(
            .textContrast, node: "Send test alert",
            reason: "The system tint (systemBlue) on white, 4.0:1, as every default iOS button; an app with its own tint darkens it."),
    ]

    @Test("The controls screen reports only the system controls' sizes and the system tint, each allowed with its reason")
    func audit() {
        let window = ControlsScreen.hosted()
        let findings = AccessibilityAudit.run(on: window)
        #expect(findings.map(\.rule) == [.textContrast, .touchTargetSize, .touchTargetSize, .touchTargetSize, .touchTargetSize, .touchTargetSize])
        #expect(
            findings.map { AccessibilityFinding.name(of: $0.node) } == [
                "\"Send test alert\"", "\"Add\"", "sounds", "\"Day\"", "\"Week\"", "\"Month\"",
            ])
        assertAccessibilityAudit(of: window, allowing: Self.allowances)
    }

    @Test("A disabled button's faded title is exempt from contrast, as WCAG exempts inactive components; enabled, it is measured")
    func disabledTextExempt() {
        let window = WindowNode(size: CGSize(width: 200, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let button = ButtonNode(type: .system)
        button.setTitle("Reset", for: .normal)
        button.setTitleColor(Color(white: 0.75, alpha: 1), for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        window.addSubview(button)
        #expect(AccessibilityAudit.run(on: window).map(\.rule) == [.textContrast])
        button.isEnabled = false
        #expect(AccessibilityAudit.run(on: window).isEmpty)
    }

    @Test("Segments painted over by an opaque view in front are reported as covered, as views are")
    func coveredSegments() {
        let window = WindowNode(size: CGSize(width: 320, height: 120))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let control = SegmentedControlNode(items: ["Day", "Week"])
        control.frame = CGRect(x: 10, y: 44, width: 300, height: 44)
        window.addSubview(control)
        let banner = ViewNode(frame: CGRect(x: 0, y: 30, width: 160, height: 70))
        banner.backgroundColor = .systemBackground
        window.addSubview(banner)
        let covered = AccessibilityAudit.run(on: window).filter { $0.rule == .coveredElement }
        #expect(covered.map { AccessibilityFinding.name(of: $0.node) } == ["\"Day\""])
    }
}
