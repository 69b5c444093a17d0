"""The GitHub workflows: valid for GitHub (actionlint, from the test tools, fails here before
GitHub would), and doing what the README says: test every push, deploy only what passed."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
ACTIONLINT = Path(sys.executable).parent / "actionlint"


def test_actionlint_finds_no_problem():
    assert ACTIONLINT.exists(), "actionlint comes with the test tools: pip install -e '.[test]'"
    files = sorted(str(path) for path in WORKFLOWS.glob("*.yml"))
    result = subprocess.run([str(ACTIONLINT), "-oneline", *files], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_push_runs_the_readme_test_command():
    text = (WORKFLOWS / "test.yml").read_text()
    assert re.search(r"^on:\n  push:", text, re.M)
    assert "run: make test" in text


def test_pages_deploys_the_build_only_after_the_tests_pass_on_a_push_to_main():
    text = (WORKFLOWS / "deploy.yml").read_text()
    assert re.search(r"workflow_run:\n    workflows: \[test\]\n    types: \[completed\]\n"
                     r"    branches: \[main\]", text)
    assert "github.event.workflow_run.conclusion == 'success'" in text
    assert "github.event.workflow_run.event == 'push'" in text
    assert "run: make build" in text
    assert re.search(r"upload-pages-artifact@v\d+\n        with:\n          path: dist", text)
    assert "actions/deploy-pages@" in text
